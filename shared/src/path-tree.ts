/** A node of a tree whose values are comma-joined lowercase paths ('oslo,oslo,frogner', 'v,volkswagen,golf'). */
export interface PathTreeNode<N> {
  value: string;
  children?: N[];
}

export const PATH_SEPARATOR = ',';

/** Looks nodes up by value, and names the path from the top down to a value, for the region tree and car catalogue. */
export function pathTreeLookup<N extends PathTreeNode<N>>(roots: readonly N[], labelOf: (node: N) => string) {
  const byValue = new Map<string, N>();
  const index = (node: N) => {
    byValue.set(node.value, node);
    node.children?.forEach(index);
  };
  roots.forEach(index);

  const find = (value: string): N | undefined => byValue.get(value.trim().toLowerCase());

  /** The labels from the top down to the value; [] when any step is unknown. */
  const labelPath = (value: string): string[] => {
    const parts = value.trim().toLowerCase().split(PATH_SEPARATOR);
    const path: string[] = [];
    for (let depth = 1; depth <= parts.length; depth += 1) {
      const node = byValue.get(parts.slice(0, depth).join(PATH_SEPARATOR));
      if (!node) return [];
      path.push(labelOf(node));
    }
    return path;
  };

  return { find, labelPath };
}
