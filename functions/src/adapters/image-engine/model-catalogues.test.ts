import { describe, expect, it } from 'vitest';
import { modelStanding, type ModelCatalogue } from '../../domain/model-catalogue';
import { GEMINI_MODEL_CATALOGUE } from './gemini/gemini-catalogue';
import { DEFAULT_IMAGE_MODELS, geminiCapabilities, openAiCapabilities } from './model-catalogues';
import { OPENAI_MODEL_CATALOGUE } from './openai/openai-catalogue';

const CATALOGUES: [string, ModelCatalogue<unknown>, string][] = [
  ['openai', OPENAI_MODEL_CATALOGUE, DEFAULT_IMAGE_MODELS.openai],
  ['gemini', GEMINI_MODEL_CATALOGUE, DEFAULT_IMAGE_MODELS.gemini],
];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

describe.each(CATALOGUES)('the %s model catalogue', (_provider, catalogue, defaultModel) => {
  it('cites a source and the day it was read on every row, and writes every day as YYYY-MM-DD', () => {
    for (const row of catalogue.rows) {
      expect(row.source, row.id).not.toBe('');
      expect(row.checked, row.id).toMatch(DAY);
      for (const day of [row.released, row.deprecatedOn, row.shutDownOn]) if (day !== null) expect(day).toMatch(DAY);
    }
  });

  it('lists each id once', () => {
    const ids = catalogue.rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names a replacement for every deprecated or shut-down model, and each one it names is in the table and not shut down on the day it was read', () => {
    for (const row of catalogue.rows.filter((entry) => entry.deprecatedOn !== null || entry.shutDownOn !== null)) {
      expect(row.replacement, row.id).not.toBeNull();
      for (const id of row.replacement!.split(' or ')) {
        const standing = modelStanding(catalogue, id, new Date(`${row.checked}T12:00:00Z`));
        expect(standing.status, `${row.id} → ${id}`).not.toMatch(/^(unknown|shut-down)$/);
      }
    }
  });

  it('defaults to a model that was current on the day the table was read', () => {
    const checked = Math.max(...catalogue.rows.map((row) => Date.parse(row.checked)));
    expect(modelStanding(catalogue, defaultModel, new Date(checked)).status).toBe('current');
  });
});

describe('capabilities of an id not in the catalogue', () => {
  it('OpenAI: fixed sizes, one image per call, no mask, no input_fidelity', () => {
    expect(openAiCapabilities('gpt-image-9')).toMatchObject({
      sizes: 'fixed',
      imagesPerCall: 1,
      masks: false,
      highInputFidelity: false,
    });
  });

  it('Gemini: 3 images a request and 1K', () => {
    expect(geminiCapabilities('gemini-9-image')).toEqual({ maxInputImages: 3, imageSizes: ['1K'] });
  });
});
