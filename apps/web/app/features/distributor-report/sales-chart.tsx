import { useEffect, useRef, useState } from 'react';

/**
 * A bar chart of sales drawn with Chart.js. The library is imported when the chart first mounts, so
 * it is a chunk of its own that only the report page loads; only the parts a bar chart needs are
 * registered, which keeps that chunk small.
 */
export interface ChartBar {
  label: string;
  value: number;
}

interface SalesChartProps {
  bars: ChartBar[];
  /** What the bars measure, for the tooltip and the canvas's accessible name. */
  label: string;
  /** Horizontal bars (brands, with long names) instead of columns (days). */
  horizontal?: boolean;
  /** The canvas's accessible name. */
  title: string;
  format: (value: number) => string;
}

type ChartModule = typeof import('./chart-parts.ts');
let chartModule: Promise<ChartModule> | null = null;
function loadChart(): Promise<ChartModule> {
  chartModule ??= import('./chart-parts.ts');
  return chartModule;
}

function cssColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

export function SalesChart({ bars, label, horizontal = false, title, format }: SalesChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let chart: import('./chart-parts.ts').Chart | undefined;
    let active = true;
    loadChart().then(
      ({ Chart }) => {
        const canvas = canvasRef.current;
        if (!active || !canvas) return;
        const accent = cssColor('--color-accent', '#8a4b5c');
        chart = new Chart(canvas, {
          type: 'bar',
          data: {
            labels: bars.map((bar) => bar.label),
            datasets: [{ label, data: bars.map((bar) => bar.value), backgroundColor: accent, borderRadius: 3, maxBarThickness: 28 }],
          },
          options: {
            indexAxis: horizontal ? 'y' : 'x',
            locale: 'uk-UA',
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            plugins: { tooltip: { callbacks: { label: (item) => `${label}: ${format(Number(item.raw))}` } } },
            scales: {
              x: { ticks: { autoSkip: true, maxRotation: 0 }, grid: { display: horizontal } },
              y: { beginAtZero: true, ticks: { autoSkip: !horizontal }, grid: { display: !horizontal } },
            },
          },
        });
        setReady(true);
      },
      (error: unknown) => console.error('the chart library failed to load', error),
    );
    return () => {
      active = false;
      chart?.destroy();
    };
  }, [bars, label, horizontal, format]);

  const height = horizontal ? Math.max(160, bars.length * 30 + 40) : 260;
  return (
    <div style={{ position: 'relative', height }} data-chart-ready={ready || undefined}>
      <canvas ref={canvasRef} role="img" aria-label={title} />
    </div>
  );
}
