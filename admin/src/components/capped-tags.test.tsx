import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CappedTags } from './capped-tags';

describe('CappedTags', () => {
  it('shows three of five tags and a "+2" chip', () => {
    render(<CappedTags items={['ai', 'b2b', 'saas', 'norway', 'data']} max={3} />);
    for (const tag of ['ai', 'b2b', 'saas']) expect(screen.getByText(tag)).toBeTruthy();
    expect(screen.queryByText('norway')).toBeNull();
    expect(screen.queryByText('data')).toBeNull();
    expect(screen.getByText('+2')).toBeTruthy();
  });

  it('shows every tag and no chip when they fit', () => {
    render(<CappedTags items={['ai', 'b2b']} max={3} />);
    expect(screen.getByText('ai')).toBeTruthy();
    expect(screen.getByText('b2b')).toBeTruthy();
    expect(screen.queryByText(/^\+\d+$/)).toBeNull();
  });

  it('renders nothing for no tags', () => {
    const { container } = render(<CappedTags items={null} max={3} />);
    expect(container.textContent).toBe('');
  });
});
