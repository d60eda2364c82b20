import { render, screen } from '@testing-library/react';
import { App } from './App';

describe('admin App', () => {
  it('renders', () => {
    render(<App />);
    expect(screen.getByRole('heading', { name: 'Admin' })).toBeInTheDocument();
  });
});
