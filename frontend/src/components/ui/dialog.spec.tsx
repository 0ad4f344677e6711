import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogClose, DialogContent } from './dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Tell me if this frees up
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Tell me if this frees up">
          <DialogClose>Done</DialogClose>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('DialogContent', () => {
  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'its own button',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Done' })),
    ],
  ])('gives the focus back to the button that opened it when closed by %s', async (_how, close) => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Tell me if this frees up' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Tell me if this frees up' })).toBeInTheDocument();
    expect(opener).not.toHaveFocus();
    await close(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
