import { ROOM_STYLE_LABELS, materialTypeSchema } from '@roomremix/contracts/enums';
import { QUALITY_LONG_EDGE, TOKEN_COST, UPLOAD_LIMITS, upscaleCost } from '@roomremix/contracts/constants';
import { ORIGINAL_BY_QR_LINES } from '@roomremix/contracts/disclosure';
import { LISTING_MAX_PHOTOS } from '@roomremix/contracts/listings';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS, searchFaq } from './faq-items';

const answerTo = (question: string) => FAQ_ITEMS.find((item) => item.question === question)?.answer ?? '';

describe('FAQ items', () => {
  it('answer at least twelve distinct questions', () => {
    expect(FAQ_ITEMS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(FAQ_ITEMS.map((item) => item.question)).size).toBe(FAQ_ITEMS.length);
  });

  it('state the upload limits, room styles and material types the app enforces', () => {
    const references = answerTo('What are reference images and how many can I add?');
    expect(references).toContain(`up to ${UPLOAD_LIMITS.referenceImages} reference images`);
    expect(references).toContain(`${UPLOAD_LIMITS.maxFileBytes / (1024 * 1024)} MB`);
    const side = UPLOAD_LIMITS.recommendedMinSidePx;
    expect(answerTo('What makes a good room photo?')).toContain(`${side} x ${side} pixels`);

    const styles = answerTo('Which room styles can I choose?');
    for (const label of Object.values(ROOM_STYLE_LABELS)) expect(styles).toContain(label);

    const labels = answerTo('How do I label reference images?');
    for (const material of materialTypeSchema.options) expect(labels).toContain(material);
  });
});

describe('the Help Center on the local engine, Ultra 4K and listings', () => {
  it.each([
    ['local engine', 'Is every remix made by AI?'],
    ['colour grade', 'Is every remix made by AI?'],
    ['upscale', 'What is Ultra 4K, and what does upscaling a result do?'],
    ['3840', 'What is Ultra 4K, and what does upscaling a result do?'],
    ['disclosure', 'How do listings and their disclosure work?'],
    ['AB 723', 'How do listings and their disclosure work?'],
  ])('finds "%s" in "%s"', (query, question) => {
    expect(searchFaq(FAQ_ITEMS, query).map((item) => item.question)).toContain(question);
  });

  it('states the prices and sizes the app charges and makes', () => {
    const ultra = answerTo('What is Ultra 4K, and what does upscaling a result do?');
    expect(ultra).toContain(`${TOKEN_COST.ultra} tokens`);
    expect(ultra).toContain(`${QUALITY_LONG_EDGE.ultra} pixels`);
    expect(ultra).toContain(`${upscaleCost('standard')} tokens from a standard image`);
    expect(answerTo('How do listings and their disclosure work?')).toContain(`up to ${LISTING_MAX_PHOTOS} photos`);
  });

  it('says what the mark with a link carries: the QR code and the words beside it', () => {
    const listings = answerTo('How do listings and their disclosure work?');
    expect(listings).toContain('QR code');
    expect(listings).toContain(ORIGINAL_BY_QR_LINES.join(' '));
  });
});

describe('searchFaq', () => {
  const items = [
    { question: 'How do tokens work?', answer: 'Each remix costs tokens.' },
    { question: 'Is my photo private?', answer: 'Only you see your Results.' },
  ];

  it.each([
    ['', 2],
    ['   ', 2],
    ['TOKENS', 1],
    ['results', 1],
    ['  private ', 1],
    ['o', 2],
    ['wallpaper', 0],
  ])('"%s" matches %i item(s), on question or answer, ignoring case', (term, count) => {
    expect(searchFaq(items, term)).toHaveLength(count);
  });
});
