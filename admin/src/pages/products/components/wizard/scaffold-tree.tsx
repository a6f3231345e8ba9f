import { Typography } from 'antd';
import { FileOutlined, FolderOutlined } from '@ant-design/icons';

export interface TreeNode {
  name: string;
  children: TreeNode[];
}

/** The scaffold's relative paths as folders and files, in the order given (a folder where its first file is). */
export function scaffoldTree(files: string[]): TreeNode[] {
  const root: TreeNode = { name: '', children: [] };
  for (const file of files) {
    let node = root;
    for (const part of file.split('/')) {
      let child = node.children.find((other) => other.name === part);
      if (!child) node.children.push((child = { name: part, children: [] }));
      node = child;
    }
  }
  return root.children;
}

function Nodes({ nodes }: { nodes: TreeNode[] }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, paddingInlineStart: 20 }}>
      {nodes.map((node) => (
        <li key={node.name}>
          {node.children.length ? <FolderOutlined aria-hidden /> : <FileOutlined aria-hidden />}{' '}
          <Typography.Text code>{node.children.length ? `${node.name}/` : node.name}</Typography.Text>
          {node.children.length > 0 && <Nodes nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}

/** The folder the module gets, as a tree under its folder name. */
export function ScaffoldTree({ folder, files, label }: { folder: string; files: string[]; label: string }) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      <li>
        <FolderOutlined aria-hidden /> <Typography.Text code>{folder}</Typography.Text>
        <Nodes nodes={scaffoldTree(files)} />
      </li>
    </ul>
  );
}
