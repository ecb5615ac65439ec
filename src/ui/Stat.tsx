// One characteristic of a record sheet: a name, a number, and its explanation.
import type { ReactNode } from 'react';
import { Tip } from './Tip';

export function Stat({ name, value, text, testId }: { name: string; value: ReactNode; text: string; testId?: string }) {
  return (
    <div className="stat">
      <dt>{name}</dt>
      <dd>
        <Tip text={text} testId={testId}>{value}</Tip>
      </dd>
    </div>
  );
}
