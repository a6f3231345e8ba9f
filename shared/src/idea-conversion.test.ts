import { productFromIdea, productSlug, uniqueSlug } from './index';

describe('converting an idea to a product', () => {
  it('makes a URL id of the name, Norwegian letters spelt out', () => {
    expect(productSlug('Bruktbil-prisestimator for Ålesund & Tromsø')).toBe('bruktbil-prisestimator-for-alesund-tromso');
    expect(productSlug('Ærlig kaffe')).toBe('aerlig-kaffe');
    expect(productSlug('!!!')).toBe('product');
  });

  it('appends -2, -3... when the id is taken', () => {
    expect(uniqueSlug('kaffe', new Set(['kaffe', 'kaffe-2']))).toBe('kaffe-3');
    expect(uniqueSlug('te', new Set())).toBe('te');
  });

  it('carries name, description, features, target group and the source idea', () => {
    const product = productFromIdea({ id: 7, title: ' Kaffe ', status: 'validation', features: ['A'], description: 'Beskrivelse', target_group: 'Kafeer' });
    expect(product).toMatchObject({ name: 'Kaffe', description: 'Beskrivelse', key_features: ['A'], target_audience: 'Kafeer', source_idea_id: 7, source_idea_title: ' Kaffe ', source_idea_status: 'validation', status: 'prototype' });
  });

  it('starts inactive and not featured, so nothing of the idea is public until an administrator activates it', () => {
    expect(productFromIdea({ id: 1, title: 'Intern', status: 'draft', features: [] })).toMatchObject({ is_active: false, featured: false });
  });
});
