import { useEffect, useState } from 'react';
import { mimeOf, qualityOf, type Crop, type OutputFormat, type Size } from './image-math';

export interface RenderSettings {
  crop: Crop;
  size: Size;
  format: OutputFormat;
  /** JPEG quality 1–100 (PNG ignores it). */
  quality: number;
}

export interface RenderedImage {
  blob: Blob;
  url: string;
  size: Size;
  format: OutputFormat;
}

/** Draws the crop of the image at the final size on a canvas and encodes it (decision 059: never uploaded). */
export function renderImage(image: CanvasImageSource, settings: RenderSettings): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = settings.size.width;
  canvas.height = settings.size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('canvas 2d unavailable'));
  if (settings.format === 'jpeg') {
    // JPEG has no transparency: transparent pixels become white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.imageSmoothingQuality = 'high';
  const { crop, size } = settings;
  context.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas encoding failed'))),
      mimeOf(settings.format),
      qualityOf(settings.quality),
    ),
  );
}

/**
 * The result of the current settings, drawn again 150 ms after the last change; the previous
 * result's object URL is released when a new one replaces it or the page closes.
 */
export function useRenderedImage(image: HTMLImageElement | null, settings: RenderSettings | null) {
  const [result, setResult] = useState<RenderedImage | null>(null);
  const [isWorking, setIsWorking] = useState(false);
  const key = settings ? JSON.stringify(settings) : '';

  useEffect(() => {
    if (!image || !settings) {
      setResult(null);
      return;
    }
    let isCurrent = true;
    setIsWorking(true);
    const timer = window.setTimeout(() => {
      renderImage(image, settings)
        .then((blob) => {
          if (!isCurrent) return;
          const url = URL.createObjectURL(blob);
          setResult({ blob, url, size: settings.size, format: settings.format });
        })
        .catch(() => isCurrent && setResult(null))
        .finally(() => isCurrent && setIsWorking(false));
    }, 150);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
    // The settings are compared by value (their JSON), not by object identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [image, key]);

  useEffect(() => (result ? () => URL.revokeObjectURL(result.url) : undefined), [result]);
  return { result, isWorking };
}
