import { Result, type ResultProps } from 'antd';

/**
 * antd's Result for a page that is only a result (verified, not found, account created): its title is the page's
 * heading, so screen reader users can find it as one.
 */
export function PageResult({ title, ...props }: ResultProps) {
  return <Result {...props} title={title === undefined ? undefined : <h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{title}</h1>} />;
}
