import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Picks an option of the antd Select labelled `label`, as a user opening it and clicking the option would. */
export async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label, { selector: 'input' }));
  const item = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${option}"]`);
    if (!found) throw new Error(`No option ${option}`);
    return found;
  });
  fireEvent.click(item);
}
