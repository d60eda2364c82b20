import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { PendingPhoto } from '../pending-photos';
import { PhotoPicker } from './PhotoPicker';

// jsdom has no PointerEvent (a MouseEvent carries the same coordinates) and no object URLs.
beforeAll(() => {
  if (!('PointerEvent' in window)) Object.defineProperty(window, 'PointerEvent', { value: MouseEvent });
  URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = jest.fn();
});

function Harness({ onPhotos }: { onPhotos(photos: PendingPhoto[]): void }) {
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  return (
    <PhotoPicker
      photos={photos}
      error={error}
      onChange={(next, problem) => {
        setPhotos(next);
        setError(problem);
        onPhotos(next);
      }}
    />
  );
}

/** The sign-up photo step with two photos chosen. */
function setup() {
  const onPhotos = jest.fn();
  const { container } = render(<Harness onPhotos={onPhotos} />);
  const files = ['one.png', 'two.png'].map((name) => new File(['png'], name, { type: 'image/png' }));
  fireEvent.change(container.querySelector('input[type=file]')!, { target: { files } });
  return { photos: () => onPhotos.mock.calls.at(-1)[0] as PendingPhoto[] };
}

/** A drag over the open painter, in pixels of a 200 x 100 photo. */
function paint(from: [number, number], to: [number, number]) {
  const surface = screen.getByTestId('area-painter-surface');
  surface.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100, right: 200, bottom: 100, x: 0, y: 0, toJSON: () => ({}) });
  surface.setPointerCapture = jest.fn();
  fireEvent.pointerDown(surface, { pointerId: 1, clientX: from[0], clientY: from[1] });
  fireEvent.pointerMove(surface, { pointerId: 1, clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(surface, { pointerId: 1 });
}

describe('the sign-up photo step: areas to blur', () => {
  it('paints areas on the chosen photo only, counts them on its button, and closes with Done', () => {
    const { photos } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Blur areas of photo 2' }));
    expect(screen.getByRole('img', { name: 'photo 2, with the areas to hide' })).toHaveAttribute('src', 'blob:two.png');

    paint([50, 20], [150, 70]);
    expect(photos().map((photo) => photo.areas)).toEqual([[], [{ x: 0.25, y: 0.2, width: 0.5, height: expect.closeTo(0.5), style: 'blur' }]]);
    expect(screen.getByRole('button', { name: 'Blur areas (1) of photo 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Blur areas of photo 1' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('area-painter-surface')).not.toBeInTheDocument();
    expect(photos()[1].areas).toHaveLength(1);
  });

  it('keeps the areas with their photo when an earlier photo is removed, and drops them with their own', () => {
    const { photos } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Blur areas of photo 2' }));
    fireEvent.click(screen.getByLabelText('Cover'));
    paint([20, 10], [100, 60]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(photos()).toEqual([expect.objectContaining({ previewUrl: 'blob:two.png', areas: [expect.objectContaining({ x: 0.1, y: 0.1, style: 'cover' })] })]);
    // The painter stays on the photo it was opened for, now the first.
    expect(screen.getByRole('img', { name: 'photo 1, with the areas to hide' })).toHaveAttribute('src', 'blob:two.png');
    expect(screen.getByRole('button', { name: 'Area 1: Cover' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(photos()).toEqual([]);
    expect(screen.queryByTestId('area-painter-surface')).not.toBeInTheDocument();
  });
});
