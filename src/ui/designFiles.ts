// Design files (the garage's export): the engine's DesignFile wrapper as pretty JSON.
import { designFile, type VehicleDesign } from '../engine';
import { downloadText } from '../shell/download';

export const designFileName = (d: VehicleDesign): string => `${d.name.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'design'}.design.json`;

export const designFileText = (d: VehicleDesign): string => JSON.stringify(designFile(d), null, 2);

export function exportDesign(d: VehicleDesign): void {
  downloadText(designFileName(d), designFileText(d));
}
