import type { CSSProperties, ReactNode } from 'react';

/**
 * A rule id as a link into the rules reference (/rules#id), in a new tab: leaving a match page would drop its
 * connection, and a lesson would lose its place. Shows the id unless given its own words.
 */
export function RuleLink({
  id,
  className,
  title,
  style,
  children,
}: {
  id: string;
  className?: string;
  title?: string;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  return (
    <a
      className={className}
      href={`/rules#${encodeURIComponent(id)}`}
      target="_blank"
      rel="noopener"
      title={title}
      style={style}
    >
      {children ?? id}
    </a>
  );
}
