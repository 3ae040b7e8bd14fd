/** How the remix benchmarks print figures: one aligned row per figure, with its goal's verdict. */
export const ms = (value: number) => `${Math.round(value)} ms`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const row = (label: string, value: string, note = '') => `  ${label.padEnd(34)}${value.padStart(10)}  ${note}`;
export const verdict = (met: boolean) => (met ? 'goal met' : 'goal missed');
