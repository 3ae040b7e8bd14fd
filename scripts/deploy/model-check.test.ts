import { describe, expect, it } from 'vitest';
import { retiringModelCheck } from './model-check';
import { deployCheckReport } from './report';

const PROJECT = { GCLOUD_PROJECT: 'roomremix-prod', WEB_API_KEY: 'k', STORAGE_BUCKET: 'b' };
const openai = (model: string) => ({ ...PROJECT, IMAGE_ENGINE: 'openai', OPENAI_IMAGE_MODEL: model });
const nov28 = new Date('2026-11-28T12:00:00Z');
const REPLACEMENT = 'use gpt-image-2.6-sunburst or gpt-image-2.6-flare';

describe("deploy:check and the worker's model", () => {
  it.each(['gpt-image-1.5', 'gpt-image-1-mini', 'chatgpt-image-latest'])(
    'when %s shuts down within 14 days, then deploy:check exits 1 naming the day and the replacement',
    (model) => {
      const check = retiringModelCheck(openai(model), nov28, { allowRetiringModel: false });
      expect(check.problems).toEqual([
        `OPENAI_IMAGE_MODEL=${model} shuts down on 2026-12-01, in 3 days (deploys refuse a model 14 days before its ` +
          `shutdown); ${REPLACEMENT}. Set OPENAI_IMAGE_MODEL in functions/.env.<project>, or pass ` +
          '--allow-retiring-model to deploy it anyway in an emergency',
      ]);
      const report = deployCheckReport(check.problems, check.warnings);
      expect(report.code).toBe(1);
      expect(report.lines.join('\n')).toContain(REPLACEMENT);
    },
  );

  it('when --allow-retiring-model is passed, then it warns instead and exits 0 for that reason', () => {
    const check = retiringModelCheck(openai('gpt-image-1.5'), nov28, { allowRetiringModel: true });
    expect(check.problems).toEqual([]);
    expect(check.warnings).toEqual([
      `--allow-retiring-model: deploying anyway, though OPENAI_IMAGE_MODEL=gpt-image-1.5 shuts down on 2026-12-01, in 3 days ` +
        `(deploys refuse a model 14 days before its shutdown); ${REPLACEMENT}`,
    ]);
    const report = deployCheckReport(check.problems, check.warnings);
    expect(report.code).toBe(0);
    expect(report.lines).toEqual([`Warning: ${check.warnings[0]}`, 'deploy:check passed.']);
  });

  it('when the model is already shut down, then no flag lets it deploy', () => {
    const check = retiringModelCheck(openai('gpt-image-1.5'), new Date('2026-12-01T08:00:00Z'), {
      allowRetiringModel: true,
    });
    expect(check.problems).toEqual([
      `OPENAI_IMAGE_MODEL=gpt-image-1.5 was shut down on 2026-12-01; ${REPLACEMENT}. Set OPENAI_IMAGE_MODEL in ` +
        'functions/.env.<project> (a deployed worker fails every remix with its refund)',
    ]);
    expect(deployCheckReport(check.problems, check.warnings).code).toBe(1);
  });

  it.each([
    ['the default Gemini model', { ...PROJECT, IMAGE_ENGINE: 'gemini' }],
    ['a current OpenAI model', openai('gpt-image-2')],
    ['a model id the catalogue does not know (its shutdown is unknown)', openai('gpt-image-9')],
    ['the local engine', PROJECT],
    ['a configuration that does not load (its own problems say why)', { ...PROJECT, IMAGE_ENGINE: 'dall-e' }],
  ])('when the engine runs %s, then nothing is said of retirement', (_case, env) => {
    expect(retiringModelCheck(env, nov28, { allowRetiringModel: false })).toEqual({ problems: [], warnings: [] });
  });

  it('when the shutdown is 15 days away, then it passes; at 14 it is refused', () => {
    const check = (day: string) =>
      retiringModelCheck(openai('gpt-image-1.5'), new Date(`${day}T12:00:00Z`), { allowRetiringModel: false });
    expect(check('2026-11-16').problems).toEqual([]);
    expect(check('2026-11-17').problems).toHaveLength(1);
  });

  it('lists every problem and exits 1 when there are any', () => {
    expect(deployCheckReport(['a', 'b'], [])).toEqual({
      code: 1,
      lines: ['deploy:check found problems:', '- a', '- b'],
    });
  });
});
