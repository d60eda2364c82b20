import { KeyboardEvent, PointerEvent, useRef, useState } from 'react';
import { areaBetween, MAX_AREAS, nudged, PhotoArea } from '../lib/photo-areas';
import './area-painter.css';

interface AreaPainterProps {
  src: string;
  /** What the photo is, for the label ("photo 2"). */
  name: string;
  areas: PhotoArea[];
  onChange(areas: PhotoArea[]): void;
}

/** Drags shorter than this (a share of the photo) are taps, not areas. */
const MIN_DRAG = 0.02;
const STEP = 0.02;
const STYLE_NAMES = { blur: 'Blur', cover: 'Cover' } as const;

/**
 * Paint rectangles over a photo to blur or cover before it is published. Drag with a finger or the
 * mouse (pointer events; the photo does not scroll the page while painting); with a keyboard, "Add
 * area" puts one in the middle, arrow keys move the focused area and Shift+arrows resize it.
 */
export function AreaPainter({ src, name, areas, onChange }: AreaPainterProps) {
  const [style, setStyle] = useState<PhotoArea['style']>('blur');
  const [draft, setDraft] = useState<PhotoArea | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const surface = useRef<HTMLDivElement>(null);
  const full = areas.length >= MAX_AREAS;

  function pointOf(event: PointerEvent) {
    const box = surface.current!.getBoundingClientRect();
    return { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height };
  }

  function down(event: PointerEvent<HTMLDivElement>) {
    if (full || event.target !== event.currentTarget) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = pointOf(event);
    setDraft(areaBetween(start.current, start.current, style));
  }

  function move(event: PointerEvent<HTMLDivElement>) {
    if (start.current) setDraft(areaBetween(start.current, pointOf(event), style));
  }

  function up() {
    if (draft && draft.width >= MIN_DRAG && draft.height >= MIN_DRAG) onChange([...areas, draft]);
    start.current = null;
    setDraft(null);
  }

  function keys(event: KeyboardEvent, index: number) {
    const steps: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onChange(areas.filter((_, i) => i !== index));
      return;
    }
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    onChange(areas.map((area, i) => (i === index ? nudged(area, step[0], step[1], event.shiftKey) : area)));
  }

  const place = (area: PhotoArea) => ({ left: `${area.x * 100}%`, top: `${area.y * 100}%`, width: `${area.width * 100}%`, height: `${area.height * 100}%` });

  return (
    <div className="area-painter">
      <p className="form-hint" id={`painter-help-${name}`}>
        Drag over a face, tattoo or anything else to hide it. It is hidden on our server before the photo is saved. With a keyboard: add an area, then move it with the arrow keys, resize with Shift and the arrow keys, remove with Delete.
      </p>
      <fieldset className="area-painter__styles">
        <legend className="visually-hidden">How to hide new areas</legend>
        {(['blur', 'cover'] as const).map((option) => (
          <label key={option} className="area-painter__style">
            <input type="radio" name={`painter-style-${name}`} checked={style === option} onChange={() => setStyle(option)} />
            {STYLE_NAMES[option]}
          </label>
        ))}
        <button type="button" className="btn btn-sm btn-outline" disabled={full} onClick={() => onChange([...areas, { x: 0.35, y: 0.35, width: 0.3, height: 0.3, style }])}>
          Add area
        </button>
      </fieldset>
      <div className="area-painter__surface" ref={surface} onPointerDown={down} onPointerMove={move} onPointerUp={up} onPointerCancel={up} data-testid="area-painter-surface">
        <img src={src} alt={`${name}, with the areas to hide`} draggable={false} />
        {areas.map((area, index) => (
          <span
            key={index}
            role="button"
            tabIndex={0}
            className={`area-painter__area area-painter__area--${area.style}`}
            style={place(area)}
            aria-label={`Area ${index + 1}: ${STYLE_NAMES[area.style]}`}
            aria-describedby={`painter-help-${name}`}
            onKeyDown={(event) => keys(event, index)}
          />
        ))}
        {draft && <span className={`area-painter__area area-painter__area--${draft.style} is-draft`} style={place(draft)} aria-hidden="true" />}
      </div>
      {areas.length > 0 && (
        <ul className="area-painter__list" aria-label={`Areas to hide on ${name}`}>
          {areas.map((area, index) => (
            <li key={index}>
              Area {index + 1}: {STYLE_NAMES[area.style]}{' '}
              <button type="button" className="btn btn-sm btn-ghost" onClick={() => onChange(areas.filter((_, i) => i !== index))}>
                Remove<span className="visually-hidden"> area {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {full && <p className="form-hint">A photo can have at most {MAX_AREAS} areas.</p>}
    </div>
  );
}
