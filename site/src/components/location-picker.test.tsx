import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LocaleContext } from '../i18n';
import { LocationPicker } from './location-picker';

function open(container: HTMLElement) {
  fireEvent.mouseDown(container.querySelector('.ant-select-selector')!);
}

/** A column's entry by its label: columns are the Cascader's menus, left to right. */
function entry(column: number, label: string): HTMLElement {
  const menus = document.querySelectorAll('.ant-cascader-menu');
  const item = Array.from(menus[column]?.querySelectorAll<HTMLElement>('.ant-cascader-menu-item') ?? []).find(
    (candidate) => candidate.getAttribute('title') === label,
  );
  if (!item) throw new Error(`No "${label}" in column ${column}`);
  return item;
}

describe('LocationPicker', () => {
  it('walks county → municipality → district and hands back the comma-joined path', async () => {
    const onChange = vi.fn();
    const { container } = render(<LocationPicker onChange={onChange} />);
    expect(screen.getByText('Velg område')).toBeTruthy();
    open(container);
    await waitFor(() => entry(0, 'Oslo'));
    expect(entry(0, 'Vestland')).toBeTruthy();

    fireEvent.click(entry(0, 'Oslo'));
    expect(onChange).toHaveBeenLastCalledWith('oslo');
    // Municipalities carry their official names, in every language they have.
    await waitFor(() => entry(1, 'Oslo - Oslove'));
    fireEvent.click(entry(1, 'Oslo - Oslove'));
    expect(onChange).toHaveBeenLastCalledWith('oslo,oslo');
    await waitFor(() => entry(2, 'Frogner'));
    fireEvent.click(entry(2, 'Frogner'));
    expect(onChange).toHaveBeenLastCalledWith('oslo,oslo,frogner');
  });

  it('shows a chosen value by its labels', () => {
    const { container } = render(<LocationPicker value="vestland,bergen" />);
    expect(container.querySelector('.ant-select-selection-item')?.textContent).toBe('Vestland / Bergen');
  });

  it('finds a place by searching its name', async () => {
    const onChange = vi.fn();
    const { container } = render(<LocationPicker onChange={onChange} />);
    open(container);
    fireEvent.change(container.querySelector('input')!, { target: { value: 'grünerl' } });
    const match = await waitFor(() => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-cascader-menu-item')).find(
        (item) => item.textContent === 'Oslo / Oslo - Oslove / Grünerløkka',
      );
      if (!found) throw new Error('no match yet');
      return found;
    });
    fireEvent.click(match);
    expect(onChange).toHaveBeenLastCalledWith('oslo,oslo,grünerløkka');
  });

  it('speaks the page language', () => {
    render(
      <LocaleContext.Provider value="en">
        <LocationPicker />
      </LocaleContext.Provider>,
    );
    expect(screen.getByText('Choose an area')).toBeTruthy();
  });
});
