// Game Three (p87): a player picks the offensive or the defensive table, then rolls on it. Each
// choice lists its six possible armaments (the engine's tables).
import { LOADOUT_TABLES, type Command } from '../engine';
import { useStore } from '../store';
import { DieFace } from './DieFace';
import { useLegalCommands } from './hooks';
import { SetupDice } from './SetupDice';

type Choose = Extract<Command, { type: 'chooseLoadout' }>;
const TITLE = { offensive: 'Offensive', defensive: 'Defensive' } as const;

export function LoadoutPanel() {
  const dispatch = useStore((s) => s.dispatch);
  const choices = useLegalCommands().filter((c): c is Choose => c.type === 'chooseLoadout');
  return (
    <section className="decision setup-panel" aria-label="Choose a car" data-testid="loadout-panel">
      <SetupDice />
      <h2 className="setup-title">Choose a car <span className="page">p87</span></h2>
      <div className="loadout-choices">
        {choices.map((c, i) => (
          <div key={c.loadout} className="loadout-card">
            <button type="button" className="primary" data-testid={`loadout-${c.loadout}`} data-shortcut={String(i + 1)} autoFocus={i === 0} onClick={() => dispatch(c)}>
              <kbd className="shortcut" aria-hidden="true">{i + 1}</kbd> {TITLE[c.loadout]}
            </button>
            <ol className="roll-table" aria-label={`${TITLE[c.loadout]} cars (p87)`}>
              {LOADOUT_TABLES[c.loadout].map((d, j) => (
                <li key={j}>
                  <DieFace value={j + 1} size={20} /> <span>{d.name}</span>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
