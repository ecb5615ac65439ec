// Settings for any ruleset: a dialog the ruleset's screen fills with its own preferences
// (children), the rule options the game was set up with — the list is the ruleset's, read-only
// here since set-up rules are fixed for the game — and the keyboard shortcuts. Escape, a click
// outside or Close shuts it; nothing here changes the game. The frame is the app's one Modal.
import { useRef, type ReactNode } from 'react';
import { ruleBadge } from './GameLog';
import { Modal } from './Modal';

export interface RuleOptionView {
  key: string;
  label: string;
  /** What the option does and which rule it keeps or relaxes. */
  text: string;
  rule: string;
}

export interface SettingsDialogProps {
  open: boolean;
  onClose(): void;
  ruleOptions: readonly RuleOptionView[];
  /** The running game's option values; null: no game. */
  ruleValues: object | null;
  renderRule?(rule: string): ReactNode;
  shortcuts?: readonly (readonly [string, string])[];
  children?: ReactNode;
}

export function SettingsDialog({ open, onClose, ruleOptions, ruleValues, renderRule = ruleBadge, shortcuts = [], children }: SettingsDialogProps) {
  const close = useRef<HTMLButtonElement>(null);
  if (!open) return null;
  return (
    <Modal className="settings-panel" labelledBy="settings-title" testId="settings" onCancel={onClose} dismissOnBackdrop initialFocus={close}>
      <h2 id="settings-title">Settings</h2>
      {children}
      <fieldset className="settings-rules" data-testid="settings-rules">
        <legend>Rules options</legend>
        <p className="muted">Set-up rules: chosen on the new-game screen and fixed for the whole game.</p>
        {ruleOptions.map((o) => (
          <label key={o.key} className="check" title={o.text}>
            <input type="checkbox" data-testid={`settings-rule-${o.key}`} checked={!!(ruleValues as Record<string, unknown> | null)?.[o.key]} disabled readOnly /> {o.label}{' '}
            {renderRule(o.rule)}
            {!ruleValues && <span className="muted"> (no game)</span>}
          </label>
        ))}
      </fieldset>
      {shortcuts.length > 0 && (
        <>
          <h3>Keyboard shortcuts</h3>
          <table className="shortcuts" data-testid="settings-shortcuts">
            <tbody>
              {shortcuts.map(([k, what]) => (
                <tr key={k}><th scope="row"><kbd>{k}</kbd></th><td>{what}</td></tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <div className="settings-foot">
        <button type="button" className="primary" ref={close} data-testid="settings-close" onClick={onClose}>Close</button>
      </div>
    </Modal>
  );
}
