/** A mobile device and link, applied through the DevTools protocol as Lighthouse's "devtools" throttling does. */
export interface ThrottlingProfile {
  name: string;
  cpuSlowdown: number;
  /** Round trip added to every request, in ms. */
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
  /** Bits in a kbit: Lighthouse counts 1024, this bench's own profile 1000. */
  bitsPerKbit: number;
}

// Lighthouse's mobile defaults (core/config/constants.js, `throttling.mobileSlow4G`): 150 ms RTT and 1.6 Mbps down /
// 750 kbps up, which its applied throttling adjusts by 3.75 (latency) and 0.9 (throughput) to match the simulated ones.
const LIGHTHOUSE_RTT_MS = 150;
const LIGHTHOUSE_LATENCY_FACTOR = 3.75;
const LIGHTHOUSE_THROUGHPUT_FACTOR = 0.9;

/** Lighthouse's mobile profile as applied throttling: what PageSpeed Insights and Chrome's Lighthouse panel measure. */
export const LIGHTHOUSE_MOBILE: ThrottlingProfile = {
  name: "Lighthouse's mobile profile (applied)",
  cpuSlowdown: 4,
  latencyMs: LIGHTHOUSE_RTT_MS * LIGHTHOUSE_LATENCY_FACTOR,
  downloadKbps: 1.6 * 1024 * LIGHTHOUSE_THROUGHPUT_FACTOR,
  uploadKbps: 750 * LIGHTHOUSE_THROUGHPUT_FACTOR,
  bitsPerKbit: 1024,
};

/** The bench's first, harsher profile: a mid-range phone on a slow mobile link (kept to compare with earlier runs). */
export const SLOW_MOBILE: ThrottlingProfile = {
  name: 'slow mobile',
  cpuSlowdown: 4,
  latencyMs: 400,
  downloadKbps: 400,
  uploadKbps: 400,
  bitsPerKbit: 1000,
};

/** `Network.emulateNetworkConditions` parameters of a profile (throughputs in bytes per second). */
export function networkConditions(profile: ThrottlingProfile) {
  const bytesPerSecond = (kbps: number) => Math.floor((kbps * profile.bitsPerKbit) / 8);
  return {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: bytesPerSecond(profile.downloadKbps),
    uploadThroughput: bytesPerSecond(profile.uploadKbps),
  };
}

/** "1474.56 kbps down / 675 kbps up, 562.5 ms latency, 4× CPU". */
export function describeProfile(profile: ThrottlingProfile): string {
  const figure = (value: number) => String(Number(value.toFixed(2)));
  return (
    `${figure(profile.downloadKbps)} kbps down / ${figure(profile.uploadKbps)} kbps up, ` +
    `${figure(profile.latencyMs)} ms latency, ${profile.cpuSlowdown}× CPU`
  );
}
