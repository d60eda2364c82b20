import { render, screen } from '@testing-library/react';
import { App } from './App';

describe('App', () => {
  it('shows the tagline', () => {
    render(<App />);
    expect(screen.getByRole('heading', { name: 'Premium Escort Directory' })).toBeInTheDocument();
  });
});
