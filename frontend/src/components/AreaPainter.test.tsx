import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { PhotoArea } from '../lib/photo-areas';
import { AreaPainter } from './AreaPainter';

// jsdom has no PointerEvent; a MouseEvent carries the same coordinates.
beforeAll(() => {
  if (!('PointerEvent' in window)) Object.defineProperty(window, 'PointerEvent', { value: MouseEvent });
});

function Harness({ onAreas }: { onAreas(areas: PhotoArea[]): void }) {
  const [areas, setAreas] = useState<PhotoArea[]>([]);
  return (
    <AreaPainter
      src="/photo.webp"
      name="photo 1"
      areas={areas}
      onChange={(next) => {
        setAreas(next);
        onAreas(next);
      }}
    />
  );
}

function setup() {
  const onAreas = jest.fn();
  render(<Harness onAreas={onAreas} />);
  const surface = screen.getByTestId('area-painter-surface');
  surface.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100, right: 200, bottom: 100, x: 0, y: 0, toJSON: () => ({}) });
  surface.setPointerCapture = jest.fn();
  return { surface, onAreas };
}

describe('AreaPainter', () => {
  it('turns a finger drag into an area in fractions of the photo, in the chosen style', () => {
    const { surface, onAreas } = setup();
    fireEvent.click(screen.getByLabelText('Cover'));
    fireEvent.pointerDown(surface, { pointerId: 1, clientX: 50, clientY: 20 });
    fireEvent.pointerMove(surface, { pointerId: 1, clientX: 150, clientY: 70 });
    fireEvent.pointerUp(surface, { pointerId: 1 });
    expect(onAreas).toHaveBeenLastCalledWith([{ x: 0.25, y: 0.2, width: 0.5, height: expect.closeTo(0.5), style: 'cover' }]);
    expect(screen.getByRole('button', { name: 'Area 1: Cover' })).toBeInTheDocument();
  });

  it('ignores a tap, and works from the keyboard: add, move, resize, remove', () => {
    const { surface, onAreas } = setup();
    fireEvent.pointerDown(surface, { pointerId: 1, clientX: 50, clientY: 20 });
    fireEvent.pointerUp(surface, { pointerId: 1 });
    expect(onAreas).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Add area' }));
    const area = screen.getByRole('button', { name: 'Area 1: Blur' });
    fireEvent.keyDown(area, { key: 'ArrowRight' });
    fireEvent.keyDown(area, { key: 'ArrowDown', shiftKey: true });
    const [moved] = onAreas.mock.calls.at(-1)[0];
    expect(moved.x).toBeCloseTo(0.37);
    expect(moved.height).toBeCloseTo(0.32);
    fireEvent.click(screen.getByRole('button', { name: 'Remove area 1' }));
    expect(onAreas).toHaveBeenLastCalledWith([]);
  });
});
