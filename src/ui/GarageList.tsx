// The saved designs: edit, export, delete, use for a player; a new design; import a file
// (checked by the engine's parseDesignFile: a bad file changes nothing).
import { useRef } from 'react';
import { dollars, validateDesign, VEHICLES } from '../engine';
import { useStore } from '../store';
import { ConfirmButton } from './ConfirmButton';
import { exportDesign } from './designFiles';
import { costText } from './designText';
import type { DesignRule } from './scenarioRules';
import { Tip } from './Tip';

interface Props {
  editing: string | null;
  rule: DesignRule;
  onEdit: (id: string) => void;
  onNew: () => void;
  onMessage: (m: { ok: boolean; text: string }) => void;
  /** The player the garage was opened for, with their name: 'Use for Ann'. */
  forPlayer: { id: string; name: string } | null;
}

export function GarageList({ editing, rule, onEdit, onNew, onMessage, forPlayer }: Props) {
  const designs = useStore((s) => s.designs);
  const deleteDesign = useStore((s) => s.deleteDesign);
  const importDesign = useStore((s) => s.importDesign);
  const setDraft = useStore((s) => s.setDraft);
  const draft = useStore((s) => s.draft);
  const closeGarage = useStore((s) => s.closeGarage);
  const file = useRef<HTMLInputElement>(null);
  const onFile = async (f: File | undefined) => {
    if (!f) return;
    const r = importDesign(await f.text());
    if (r.ok) {
      onEdit(r.id);
      onMessage({ ok: true, text: `Imported "${f.name}".` });
    } else onMessage({ ok: false, text: r.message });
    if (file.current) file.current.value = '';
  };
  return (
    <section className="garage-list" aria-label="Saved designs">
      <h2 className="panel-title">Saved designs</h2>
      {designs.length === 0 && <p className="muted">No designs yet.</p>}
      <ul data-testid="design-list">
        {designs.map(({ id, design }) => {
          const c = validateDesign(design, rule.budget, rule.require);
          return (
            <li key={id} className={id === editing ? 'current' : ''} data-testid={`design-${id}`}>
              <span className="design-line">
                <b>{design.name || 'Unnamed'}</b> <span className="muted">{VEHICLES[design.kind].label} · <Tip text={costText(design, c, rule.budget)}>{dollars(c.cost)}</Tip></span>{' '}
                <span className={c.ok ? 'design-ok-tag' : 'design-bad-tag'} title={c.problems.map((p) => p.message).join('\n') || 'No problems'}>{c.ok ? 'OK' : `${c.problems.length} problem${c.problems.length > 1 ? 's' : ''}`}</span>
              </span>
              <span className="row">
                <button type="button" className="small" data-testid={`edit-${id}`} onClick={() => onEdit(id)}>Edit</button>
                <button type="button" className="small" data-testid={`export-${id}`} onClick={() => exportDesign(design)}>Export</button>
                {forPlayer && (
                  <button type="button" className="small" data-testid={`use-${id}`} onClick={() => { setDraft({ picks: { ...draft.picks, [forPlayer.id]: id } }); closeGarage(); }}>
                    Use for {forPlayer.name}
                  </button>
                )}
                <ConfirmButton label="Delete" question={`Delete "${design.name}"?`} onConfirm={() => deleteDesign(id)} testId={`delete-${id}`} />
              </span>
            </li>
          );
        })}
      </ul>
      <div className="row">
        <button type="button" data-testid="design-new" onClick={onNew}>New design</button>
        <button type="button" data-testid="design-import" onClick={() => file.current?.click()}>Import a design file</button>
        <input ref={file} type="file" accept="application/json,.json" className="visually-hidden" tabIndex={-1} aria-label="Design file" data-testid="design-import-file" onChange={(e) => void onFile(e.target.files?.[0])} />
      </div>
    </section>
  );
}
