/**
 * A small drawing pad for a signature: pointer events (mouse, pen, touch) draw on a canvas, each finished stroke
 * exports the drawing as a PNG data URL, Clear empties it. The canvas is named for screen readers; keyboard users
 * sign with the typed method instead (the dialog says so).
 */
import { useEffect, useRef } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const WIDTH = 480;
const HEIGHT = 160;

export function SignaturePad({ value, onChange, label, error }: { value: string | null; onChange: (png: string | null) => void; label: string; error?: string | null }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<{ x: number; y: number } | null>(null);

  // Cleared from outside (value back to null): empty the canvas too.
  useEffect(() => {
    if (value === null) canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
  }, [value]);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - rect.left) * WIDTH) / rect.width, y: ((e.clientY - rect.top) * HEIGHT) / rect.height };
  };
  const line = (from: { x: number; y: number }, to: { x: number; y: number }) => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.strokeStyle = '#111';
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x + 0.01, to.y);
    ctx.stroke();
  };

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="signature-pad-label">
        {label}
      </Text>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby="signature-pad-label"
        aria-describedby="signature-pad-hint"
        data-testid="signature-pad"
        style={{
          width: '100%',
          maxWidth: WIDTH,
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          touchAction: 'none',
          cursor: 'crosshair',
          background: 'var(--mantine-color-white)',
          border: `1px solid ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
          borderRadius: 'var(--mantine-radius-sm)',
        }}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          const p = point(e);
          drawing.current = p;
          line(p, p);
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const p = point(e);
          line(drawing.current, p);
          drawing.current = p;
        }}
        onPointerUp={() => {
          if (!drawing.current) return;
          drawing.current = null;
          onChange(canvas.current?.toDataURL('image/png') ?? null);
        }}
        onPointerCancel={() => {
          drawing.current = null;
        }}
      />
      <Text size="xs" c="dimmed" id="signature-pad-hint">
        {t('planPage.signature.padHint')}
      </Text>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
      <Group>
        <Button variant="subtle" size="xs" leftSection={<IconEraser size={14} aria-hidden />} onClick={() => onChange(null)} disabled={value === null}>
          {t('planPage.signature.clear')}
        </Button>
      </Group>
    </Stack>
  );
}
