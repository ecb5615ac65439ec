// A number (or any text) that explains itself: a title for the mouse and an accessible
// description for screen readers, and focusable so keyboard users can read it too.
import { useId, type CSSProperties, type ReactNode } from 'react';

export function Tip({ text, children, className, testId, style }: { text: string; children: ReactNode; className?: string; testId?: string; style?: CSSProperties }) {
  const id = useId();
  return (
    <span className={`tip ${className ?? ''}`} title={text} aria-describedby={id} tabIndex={0} data-testid={testId} style={style}>
      {children}
      <span id={id} className="visually-hidden">{text}</span>
    </span>
  );
}
