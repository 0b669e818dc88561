import { siteToolsScreenMessages } from '@honora/contract/screen-texts/site-tools';
import { Box } from '@mantine/core';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { moveCrop, type Crop, type Size } from './image-math';

const t = siteToolsScreenMessages.image;
/** The largest side of the crop preview on screen. */
const PREVIEW_SIDE = 360;

const STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

interface Props {
  src: string;
  image: Size;
  crop: Crop;
  onChange: (crop: Crop) => void;
}

/**
 * The original with the crop's rectangle over it (decision 059): drag the rectangle with the
 * pointer, or focus it and move it with the arrow keys (Shift: 10 px). Its size is typed in the
 * numeric inputs beside it.
 */
export function CropArea({ src, image, crop, onChange }: Props) {
  const scale = Math.min(1, PREVIEW_SIDE / Math.max(image.width, image.height));
  const drag = useRef<{ x: number; y: number; crop: Crop } | null>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const by = event.shiftKey ? 10 : 1;
    onChange(moveCrop(crop, step[0] * by, step[1] * by, image));
  };
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, crop };
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = drag.current;
    if (!start) return;
    const dx = Math.round((event.clientX - start.x) / scale);
    const dy = Math.round((event.clientY - start.y) / scale);
    onChange(moveCrop(start.crop, dx, dy, image));
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <Box
      pos="relative"
      w={Math.round(image.width * scale)}
      h={Math.round(image.height * scale)}
      style={{ backgroundImage: `url(${src})`, backgroundSize: '100% 100%', flexShrink: 0, overflow: 'hidden' }}
    >
      <button
        type="button"
        aria-label={t.cropArea}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        style={{
          position: 'absolute',
          left: crop.x * scale,
          top: crop.y * scale,
          width: Math.max(4, crop.width * scale),
          height: Math.max(4, crop.height * scale),
          border: '2px dashed #ffffff',
          boxShadow: 'inset 0 0 0 1px #000000, 0 0 0 9999px rgba(0, 0, 0, 0.45)',
          background: 'transparent',
          cursor: 'move',
          touchAction: 'none',
          padding: 0,
        }}
      />
    </Box>
  );
}
