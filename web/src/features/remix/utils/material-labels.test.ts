import { describe, expect, it } from 'vitest';
import { draftFromLabel, labelFromDraft } from './material-labels';

describe('material labels', () => {
  it('formats a draft as "material: description", the material alone, the description alone, or empty', () => {
    expect(labelFromDraft({ material: 'wood', description: ' light oak planks ' })).toBe('wood: light oak planks');
    expect(labelFromDraft({ material: 'metal', description: '  ' })).toBe('metal');
    expect(labelFromDraft({ material: '', description: ' velvet ' })).toBe('velvet');
    expect(labelFromDraft({ material: '', description: '' })).toBe('');
  });

  it('reads saved labels back into drafts', () => {
    expect(draftFromLabel('wood: light oak planks')).toEqual({ material: 'wood', description: 'light oak planks' });
    expect(draftFromLabel('metal')).toEqual({ material: 'metal', description: '' });
    expect(draftFromLabel('velvet: soft')).toEqual({ material: '', description: 'velvet: soft' });
    expect(draftFromLabel('')).toEqual({ material: '', description: '' });
  });
});
