import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CarPicker } from './car-picker';

describe('CarPicker', () => {
  it('walks letter → brand → model and hands back the comma-joined path', async () => {
    const onChange = vi.fn();
    const { container } = render(<CarPicker onChange={onChange} changeOnSelect={false} />);
    expect(screen.getByText('Velg merke og modell')).toBeTruthy();
    fireEvent.mouseDown(container.querySelector('.ant-select-selector')!);
    const item = (label: string) =>
      waitFor(() => {
        const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-cascader-menu-item')).find(
          (candidate) => candidate.getAttribute('title') === label,
        );
        if (!found) throw new Error(`no ${label}`);
        return found;
      });
    fireEvent.click(await item('V'));
    fireEvent.click(await item('Volkswagen'));
    expect(onChange).not.toHaveBeenCalled(); // only a model completes the choice here
    fireEvent.click(await item('Golf'));
    expect(onChange).toHaveBeenLastCalledWith('v,volkswagen,golf');
  });

  it("offers 'Andre' under a brand whose line-up is open-ended", async () => {
    const { container } = render(<CarPicker value="v,volkswagen,andre" />);
    expect(container.querySelector('.ant-select-selection-item')?.textContent).toBe('V / Volkswagen / Andre');
  });

  it('finds a model by searching', async () => {
    const onChange = vi.fn();
    const { container } = render(<CarPicker onChange={onChange} />);
    fireEvent.mouseDown(container.querySelector('.ant-select-selector')!);
    fireEvent.change(container.querySelector('input')!, { target: { value: 'id. buzz' } });
    const match = await waitFor(() => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-cascader-menu-item')).find(
        (item) => item.textContent === 'V / Volkswagen / ID. Buzz',
      );
      if (!found) throw new Error('no match yet');
      return found;
    });
    fireEvent.click(match);
    expect(onChange).toHaveBeenLastCalledWith('v,volkswagen,id. buzz');
  });
});
