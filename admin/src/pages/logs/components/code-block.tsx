import { theme } from 'antd';

/** Preformatted text (metadata as JSON, a stack trace), scrolling inside its box instead of widening the page. */
export function CodeBlock({ children, label }: { children: string; label: string }) {
  const { token } = theme.useToken();
  return (
    <pre
      role="region"
      aria-label={label}
      // Focusable so keyboard users can scroll a long stack.
      tabIndex={0}
      style={{
        margin: 0,
        maxHeight: 320,
        overflow: 'auto',
        padding: token.paddingXS,
        background: token.colorFillTertiary,
        borderRadius: token.borderRadius,
        fontSize: token.fontSizeSM,
        whiteSpace: 'pre',
      }}
    >
      {children}
    </pre>
  );
}

/** Metadata as indented JSON. */
export const formatMetadata = (metadata: Record<string, unknown>): string => JSON.stringify(metadata, null, 2);
