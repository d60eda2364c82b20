import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AgeGate } from './AgeGate';

describe('age gate', () => {
  beforeEach(() => window.localStorage.clear());

  it('covers the site until accepted, with nothing readable behind it', () => {
    render(
      <AgeGate>
        <p>Secret content</p>
      </AgeGate>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Age Verification Required' })).toBeInTheDocument();
    expect(screen.getByText('You must be 18 years or older to access this website.')).toBeInTheDocument();
    expect(screen.queryByText('Secret content')).not.toBeVisible();
    expect(screen.getByText('Secret content').closest('[inert]')).not.toBeNull();
  });

  it("stores acceptance under 'age-verification' and shows the site", async () => {
    render(
      <AgeGate>
        <p>Secret content</p>
      </AgeGate>,
    );
    await userEvent.click(screen.getByRole('button', { name: "I'm 18 or Older" }));
    expect(window.localStorage.getItem('age-verification')).toBe('true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Secret content')).toBeVisible();
  });

  it('stays accepted on the next visit', () => {
    window.localStorage.setItem('age-verification', 'true');
    render(
      <AgeGate>
        <p>Secret content</p>
      </AgeGate>,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("sends an under-18 visitor to a general search engine", async () => {
    const leave = jest.fn();
    render(
      <AgeGate leave={leave}>
        <p>Secret content</p>
      </AgeGate>,
    );
    await userEvent.click(screen.getByRole('button', { name: "I'm Under 18" }));
    expect(leave).toHaveBeenCalledWith('https://www.google.com/');
    expect(window.localStorage.getItem('age-verification')).toBeNull();
  });

  it('is keyboard operable with focus kept inside', async () => {
    render(
      <AgeGate>
        <a href="/behind">Behind</a>
      </AgeGate>,
    );
    const accept = screen.getByRole('button', { name: "I'm 18 or Older" });
    const under = screen.getByRole('button', { name: "I'm Under 18" });
    expect(accept).toHaveFocus();
    await userEvent.tab();
    expect(under).toHaveFocus();
    await userEvent.tab();
    expect(accept).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(under).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(window.localStorage.getItem('age-verification')).toBe('true');
  });
});
