import { TASK_DESCRIPTION_MAX_LENGTH, TASK_MESSAGES, validateTaskInput } from './index';

describe('a task card’s fields', () => {
  it('takes a description up to the limit and refuses a longer one with the limit in the message', () => {
    expect(validateTaskInput({ title: 'Kort', description: 'x'.repeat(TASK_DESCRIPTION_MAX_LENGTH) }, 'create').ok).toBe(true);
    expect(validateTaskInput({ description: 'x'.repeat(TASK_DESCRIPTION_MAX_LENGTH + 1) }, 'update')).toEqual({ ok: false, message: TASK_MESSAGES.descriptionTooLong });
    expect(TASK_MESSAGES.descriptionTooLong).toBe('A task description may be at most 10,000 characters.');
  });
});
