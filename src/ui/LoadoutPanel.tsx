// Game Three (p87): a player picks the offensive or the defensive table, then rolls on it. Each
// choice lists its six possible armaments (the engine's tables). The choice is secret until both
// players have made it (the engine marks it so): the device is passed first, as for dummies.
// After a roll with identical weapons the owner says whether they are linked (p82).
import { LOADOUT_TABLES, type Command } from '../engine';
import { useStore } from '../store';
import { DieFace } from '../shell/DieFace';
import { useAtOnlineTable } from '../shell/online/onlineStore';
import { useLegalCommands, usePending } from './hooks';
import { playerName } from './names';
import { SetupDice } from './SetupDice';
import { PageBadge } from './PageBadge';

type Choose = Extract<Command, { type: 'chooseLoadout' }>;
type Link = Extract<Command, { type: 'chooseLink' }>;
const TITLE = { offensive: 'Offensive', defensive: 'Defensive' } as const;

export function LoadoutPanel() {
  const dispatch = useStore((s) => s.dispatch);
  const game = useStore((s) => s.game);
  const viewer = useStore((s) => s.viewer);
  const requestSecret = useStore((s) => s.requestSecret);
  const p = usePending();
  const choices = useLegalCommands().filter((c): c is Choose => c.type === 'chooseLoadout');
  const hidden = !!p?.secret && !!p.player && viewer !== p.player;
  // Online the page is its players' (the lobby covers a screen of several first): nothing to pass (issue 32).
  const online = useAtOnlineTable();
  return (
    <section className="decision setup-panel" aria-label="Choose a car" data-testid="loadout-panel">
      <SetupDice />
      <h2 className="setup-title">Choose a car <PageBadge rule="p87" /></h2>
      {hidden ? (
        <button type="button" className="action-button primary" data-testid="secret-loadout" autoFocus onClick={() => requestSecret(p!.player)}>
          <span className="action-text">
            <span className="action-label">{online ? `Choose ${playerName(game, p!.player)}'s car` : `Pass the device to ${playerName(game, p!.player)}`}</span>
            <span className="action-detail">the choice is secret until both players have chosen (p87)</span>
          </span>
        </button>
      ) : (
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
      )}
    </section>
  );
}

export function LinkPanel() {
  const dispatch = useStore((s) => s.dispatch);
  const choices = useLegalCommands().filter((c): c is Link => c.type === 'chooseLink');
  const p = usePending();
  return (
    <section className="decision setup-panel" aria-label="Link the identical weapons" data-testid="link-panel">
      <SetupDice />
      <h2 className="setup-title">Link the identical weapons? <PageBadge rule="p82" /></h2>
      {p?.why && <p data-testid="link-why">{p.why}.</p>}
      <p className="muted">Linked weapons all fire when the driver uses a shoot action, each shot rolled in turn; the driver has no choice (p82).</p>
      <div className="action-list">
        {choices.map((c, i) => (
          <button key={String(c.linked)} type="button" className={`action-button${i === 0 ? ' primary' : ''}`} data-testid={c.linked ? 'link-yes' : 'link-no'} data-shortcut={String(i + 1)} autoFocus={i === 0} onClick={() => dispatch(c)}>
            <kbd className="shortcut" aria-hidden="true">{i + 1}</kbd>
            <span className="action-text"><span className="action-label">{c.linked ? 'Link them: one shoot action fires both' : 'Leave them separate: one weapon per shoot action'}</span></span>
          </button>
        ))}
      </div>
    </section>
  );
}
