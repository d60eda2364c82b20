import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../lib/auth-context';
import { createRouter } from './routes';

export function App() {
  const [router] = useState(createRouter);
  return (
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
