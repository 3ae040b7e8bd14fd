import { describe, expect, it } from 'vitest';
import { loadOpenCv } from './opencv';

describe('loadOpenCv', () => {
  it('starts the runtime once, with inpainting in it, and leaves the process handlers as they were', async () => {
    const host: NodeJS.EventEmitter = process;
    const events = ['uncaughtException', 'unhandledRejection'];
    const before = events.map((event) => host.listeners(event).length);
    const first = loadOpenCv();
    const [{ cv }, again] = await Promise.all([first, loadOpenCv()]);
    expect(loadOpenCv()).toBe(first);
    expect(again.cv).toBe(cv);
    expect(typeof cv.inpaint).toBe('function');
    expect([cv.INPAINT_NS, cv.INPAINT_TELEA]).toEqual([0, 1]);
    expect(events.map((event) => host.listeners(event).length)).toEqual(before);
  });
});
