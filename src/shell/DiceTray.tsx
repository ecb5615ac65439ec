// The dice tray for any ruleset: what the last decision rolled, before the next player decides —
// each roll as dice beside the words the ruleset gave its event (what it was for and what it
// meant) and the rule it applied. Which events to repeat here, and how each reads, is the
// ruleset's: it passes lines already in words.
import type { ReactNode } from 'react';
import { TumblingDie } from './TumblingDie';
import { ruleBadge } from './GameLog';

export interface TrayLine {
  text: string;
  dice: readonly number[];
  rule?: string;
  /** The event's kind, for tests (data-type). */
  kind?: string;
  /** How the line reads at a glance: 'hit', 'miss' or 'bad' (coloured), '' plain. */
  tone?: string;
  /** A word before the text ("HIT", "MISS"). */
  verdict?: string;
}

export interface DiceTrayProps {
  lines: readonly TrayLine[];
  title?: string;
  /** For tests and styles (Dark Future's is "recap"). */
  testId?: string;
  /** A button that hides the tray until the next decision's lines. */
  onClose?(): void;
  renderRule?(rule: string): ReactNode;
  /** Below the lines: the ruleset's own notes on why they came out so. */
  children?: ReactNode;
  /** The dice tumble before they settle (animations on), once for each roll: a new roll is a new `rollKey` (the command's number). */
  tumble?: boolean;
  rollKey?: string | number;
}

export function DiceTray({ lines, title = 'What the dice said', testId = 'dice-tray', onClose, renderRule = ruleBadge, children, tumble = false, rollKey }: DiceTrayProps) {
  if (lines.length === 0) return null;
  // Each die of a new roll tumbles, the later ones a frame after the earlier, as dice thrown together land.
  let thrown = 0;
  return (
    <section className="recap shell-tray" aria-label={title} data-testid={testId}>
      <div className="recap-head">
        <h3 className="panel-title">{title}</h3>
        {onClose && <button type="button" className="small" data-testid="recap-close" onClick={onClose}>Got it</button>}
      </div>
      <ol className="recap-list">
        {lines.map((l, i) => (
          <li key={i} className={l.tone ? `recap-line ${l.tone}` : 'recap-line'} data-testid="recap-line" data-type={l.kind}>
            {l.dice.length > 0 && (
              <span className="tray-dice" aria-label={`dice: ${l.dice.join(', ')}`} data-testid="tray-dice">
                {l.dice.map((d, k) => <TumblingDie key={`${rollKey ?? ''}-${k}`} value={d} size={30} tumble={tumble && rollKey !== undefined} delayFrames={thrown++} />)}
              </span>
            )}
            <span className="recap-text">
              {l.verdict && <b className="recap-verdict">{l.verdict} </b>}
              {l.text}
            </span>
            {l.rule ? renderRule(l.rule) : null}
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}
