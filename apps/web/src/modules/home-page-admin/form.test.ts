import { describe, expect, it } from 'vitest';
import type { THomeSlide, THomeVideo } from '@ss/domain';
import { addPath, bodyOf, editPath, emptyValues, fieldNames, itemLabel, moveBy, moveTo, valuesOf } from './form.ts';

const slide: THomeSlide = {
  id: 4,
  position: 0,
  status: 'published',
  version: 3,
  updated_at: '2026-11-28T00:00:00Z',
  title: { en: 'Boards', fr: 'Tableaux' },
  text: { en: 'See every student', fr: 'Voir chaque élève' },
  link_url: null,
  image: { id: 9, url: '/api/v1/home_page/images/9/', width: 1600, height: 900, alt: { en: 'A board', fr: 'Un tableau' } },
};

describe('the home page editors’ forms', () => {
  it('start a new item as a draft, with both languages empty and no image', () => {
    expect(emptyValues('slides')).toEqual({ status: 'draft', fields: { title: { en: '', fr: '' }, text: { en: '', fr: '' }, link_url: '', image: null } });
    expect(emptyValues('links', 'school_home').fields.kind).toBe('school_home');
  });

  it('turn an item into its form and back into the contract’s body (an empty address is none)', () => {
    const values = valuesOf('slides', slide);
    expect(values.fields.link_url).toBe('');
    expect(bodyOf('slides', values)).toEqual({
      status: 'published',
      title: { en: 'Boards', fr: 'Tableaux' },
      text: { en: 'See every student', fr: 'Voir chaque élève' },
      link_url: null,
      image: { image_id: 9, alt: { en: 'A board', fr: 'Un tableau' } },
    });
  });

  it('edit a video by its YouTube address', () => {
    const video: THomeVideo = { id: 1, position: 0, status: 'draft', version: 0, updated_at: '', youtube_id: 'dQw4w9WgXcQ', title: { en: 'Tour', fr: 'Visite' } };
    expect(bodyOf('video', valuesOf('video', video))).toEqual({ status: 'draft', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: { en: 'Tour', fr: 'Visite' } });
  });

  it('name every field an error may come under, the images’ alt texts included', () => {
    expect(fieldNames('testimonials')).toEqual(
      expect.arrayContaining(['status', 'quote.en', 'quote.fr', 'person_name', 'role.fr', 'school_name', 'photo.alt.en', 'photo.alt.fr', 'photo.image_id']),
    );
  });

  it('move an item a step, or to where it was dropped, and leave the ends alone', () => {
    expect(moveBy([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveBy([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveBy([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(moveTo([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
  });

  it('use the spec’s addresses where it names them', () => {
    expect(addPath('slides')).toBe('/admin/add-slider-data');
    expect(addPath('testimonials')).toBe('/admin/add-testimonials-data');
    expect(addPath('links', 'school_home')).toBe('/admin/add-school-home-page-link');
    expect(editPath('video', 7)).toBe('/admin/home-page-updates/edit-home-page-video/7');
  });

  it('label a testimonial by its person, or its quote when anonymous', () => {
    const base = { id: 1, position: 0, status: 'draft' as const, version: 0, updated_at: '', role: { en: '', fr: '' }, school_name: '', photo: null };
    expect(itemLabel('testimonials', { ...base, quote: { en: 'Short', fr: 'Court' }, person_name: 'Ana' }, 'fr')).toBe('Ana — Court');
    expect(itemLabel('testimonials', { ...base, quote: { en: 'Short', fr: '' }, person_name: '' }, 'fr')).toBe('Short');
  });
});
