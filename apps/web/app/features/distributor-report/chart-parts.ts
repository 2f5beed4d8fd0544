import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

/**
 * The parts of Chart.js a bar chart needs, registered once. Imported on demand by sales-chart.tsx,
 * so the report page alone loads it, and only these parts of the library are bundled.
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export { Chart };
