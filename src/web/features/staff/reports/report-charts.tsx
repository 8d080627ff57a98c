import type { ReactElement } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/*
 * The charts of the Reports screen. Each one repeats a table shown just below
 * it, which is the accessible version, so the drawing is hidden from screen
 * readers. Recharts' keyboard layer and the pie's tab stop are off so nothing
 * hidden takes focus; the mouse still gets the tooltips.
 * The colours reach 3:1 against white and each stays apart from its neighbours.
 */
export const CHART_COLOURS = ['#1d4ed8', '#047857', '#b45309', '#7e22ce', '#be123c', '#155e75', '#475569', '#9a3412'];

export interface ChartDatum {
  label: string;
  value: number;
}

type Format = (value: number) => string;

function ChartBox({ children, tall = false }: { children: ReactElement; tall?: boolean }) {
  return (
    <div aria-hidden="true" className={`report-chart w-full ${tall ? 'h-80' : 'h-64'}`}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

const axisTick = { fontSize: 12, fill: '#334155' };

/** Counts over time: a line, as the buckets follow each other. */
export function TrendChart({ data, name, format }: { data: ChartDatum[]; name: string; format: Format }) {
  return (
    <ChartBox>
      <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="label" tick={axisTick} minTickGap={16} />
        <YAxis tick={axisTick} tickFormatter={format} allowDecimals={false} width={56} />
        <Tooltip formatter={(value) => format(Number(value))} />
        <Line
          type="monotone"
          dataKey="value"
          name={name}
          stroke={CHART_COLOURS[0]}
          strokeWidth={2}
          dot={data.length <= 31}
          isAnimationActive={false}
        />
      </LineChart>
    </ChartBox>
  );
}

/** One bar per category; each bar takes the next colour when `coloured`. */
export function CategoryBars({
  data,
  name,
  format,
  coloured = false,
}: {
  data: ChartDatum[];
  name: string;
  format: Format;
  coloured?: boolean;
}) {
  return (
    <ChartBox>
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="label" tick={axisTick} interval="preserveStartEnd" />
        <YAxis tick={axisTick} tickFormatter={format} allowDecimals={false} width={56} />
        <Tooltip formatter={(value) => format(Number(value))} />
        <Bar dataKey="value" name={name} fill={CHART_COLOURS[0]} isAnimationActive={false}>
          {coloured &&
            data.map((datum, index) => <Cell key={datum.label} fill={CHART_COLOURS[index % CHART_COLOURS.length]} />)}
        </Bar>
      </BarChart>
    </ChartBox>
  );
}

export interface BarSeries {
  key: string;
  name: string;
}

/** Two or more figures side by side per category (enrolled against target, spent against budget). */
export function GroupedBars<T extends { label: string }>({
  data,
  series,
  format,
}: {
  data: T[];
  series: BarSeries[];
  format: Format;
}) {
  return (
    <ChartBox tall>
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="label" tick={axisTick} interval="preserveStartEnd" />
        <YAxis tick={axisTick} tickFormatter={format} allowDecimals={false} width={64} />
        <Tooltip formatter={(value) => format(Number(value))} />
        <Legend />
        {series.map((item, index) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.name}
            fill={CHART_COLOURS[index % CHART_COLOURS.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ChartBox>
  );
}

/** Shares of a whole with a few parts (gender). */
export function DonutChart({ data, format }: { data: ChartDatum[]; format: Format }) {
  return (
    <ChartBox>
      <PieChart accessibilityLayer={false}>
        <Pie
          data={data}
          dataKey="value"
          nameKey="label"
          innerRadius="55%"
          outerRadius="80%"
          rootTabIndex={-1}
          isAnimationActive={false}
        >
          {data.map((datum, index) => (
            <Cell key={datum.label} fill={CHART_COLOURS[index % CHART_COLOURS.length]} />
          ))}
        </Pie>
        <Tooltip formatter={(value) => format(Number(value))} />
        <Legend />
      </PieChart>
    </ChartBox>
  );
}
