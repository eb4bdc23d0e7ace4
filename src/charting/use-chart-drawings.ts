// The signed-in member's drawings on one symbol and timeframe (chart_drawings: their own rows only,
// geometry checked by the database). Drawn, moved and deleted through the API; the member's other tabs
// follow by Realtime (RLS sends a member only their own rows). Undo reverts the member's last drawing,
// move or delete made in this tab.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../lib/load-supabase.ts';
import { useRealtimeCache } from '../lib/realtime/use-realtime-cache.ts';
import { notifyError } from '../lib/notify.ts';

export const DRAWING_KINDS = ['hline', 'trend', 'ray', 'rect', 'fib', 'text'] as const;
export type DrawingKind = (typeof DRAWING_KINDS)[number];

export interface DrawingPoint {
  time: number;
  price: number;
}

export interface Geometry {
  points: DrawingPoint[];
  text?: string;
}

export interface Drawing {
  id: string;
  kind: DrawingKind;
  geometry: Geometry;
}

/** How many anchor points each kind takes: one for a level or a note, two for the others. */
export const pointsOf = (kind: DrawingKind) => (kind === 'hline' || kind === 'text' ? 1 : 2);

const drawingKeys = {
  all: ['dashboard', 'chart-drawings'] as const,
  chart: (userId: string, symbol: string, timeframe: string) => ['dashboard', 'chart-drawings', userId, symbol, timeframe] as const,
};

async function fetchDrawings(symbol: string, timeframe: string): Promise<Drawing[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('chart_drawings')
    .select('id, kind, geometry')
    .eq('symbol', symbol)
    .eq('timeframe', timeframe)
    .order('created_at')
    .order('id');
  if (error) throw error;
  return data as unknown as Drawing[];
}

type Undo = { op: 'delete'; id: string } | { op: 'restore'; drawing: Drawing } | { op: 'move'; id: string; geometry: Geometry };

/** The member's drawings on this chart, and the edits on them. */
export function useChartDrawings(userId: string, symbol: string, timeframe: string) {
  const client = useQueryClient();
  const key = drawingKeys.chart(userId, symbol, timeframe);
  useRealtimeCache(`chart-drawings:${userId}`, [{ table: 'chart_drawings', event: '*', filter: `user_id=eq.${userId}` }], {
    enabled: !!userId,
    onChange: (_change, c) => void c.invalidateQueries({ queryKey: drawingKeys.all }),
    onSubscribed: (c) => void c.invalidateQueries({ queryKey: drawingKeys.all }),
  });
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchDrawings(symbol, timeframe),
    enabled: !!userId,
    meta: { errorTitle: 'Could not load your drawings' },
  });
  const [history, setHistory] = useState<{ chart: string; steps: Undo[] }>({ chart: key.join('/'), steps: [] });
  const steps = history.chart === key.join('/') ? history.steps : [];
  const remember = (step: Undo) => setHistory({ chart: key.join('/'), steps: [...steps.slice(-49), step] });
  const setList = (update: (list: Drawing[]) => Drawing[]) => client.setQueryData<Drawing[]>(key, (list) => update(list ?? []));

  async function run(what: string, request: () => PromiseLike<{ error: { message: string; hint?: string } | null }>): Promise<boolean> {
    const { error } = await request();
    if (error) {
      notifyError(what, new Error(error.hint ? `${error.message} ${error.hint}` : error.message));
      void client.invalidateQueries({ queryKey: key });
      return false;
    }
    return true;
  }

  async function insert(drawing: Drawing) {
    const supabase = await loadSupabase();
    setList((list) => [...list.filter((d) => d.id !== drawing.id), drawing]);
    return run('Drawing not saved', () =>
      supabase
        .from('chart_drawings')
        .insert({ id: drawing.id, symbol, timeframe, kind: drawing.kind, geometry: drawing.geometry as never }),
    );
  }
  async function update(id: string, geometry: Geometry) {
    const supabase = await loadSupabase();
    setList((list) => list.map((d) => (d.id === id ? { ...d, geometry } : d)));
    return run('Drawing not moved', () =>
      supabase
        .from('chart_drawings')
        .update({ geometry: geometry as never })
        .eq('id', id),
    );
  }
  async function remove(id: string) {
    const supabase = await loadSupabase();
    setList((list) => list.filter((d) => d.id !== id));
    return run('Drawing not deleted', () => supabase.from('chart_drawings').delete().eq('id', id));
  }

  const list = query.data ?? [];
  return {
    query,
    drawings: list,
    canUndo: steps.length > 0,
    async create(kind: DrawingKind, geometry: Geometry) {
      const drawing: Drawing = { id: crypto.randomUUID(), kind, geometry };
      if (await insert(drawing)) remember({ op: 'delete', id: drawing.id });
      return drawing.id;
    },
    async move(id: string, geometry: Geometry) {
      const before = list.find((d) => d.id === id);
      if (before && (await update(id, geometry))) remember({ op: 'move', id, geometry: before.geometry });
    },
    async remove(id: string) {
      const before = list.find((d) => d.id === id);
      if (before && (await remove(id))) remember({ op: 'restore', drawing: before });
    },
    async undo() {
      const last = steps[steps.length - 1];
      if (!last) return;
      setHistory({ chart: key.join('/'), steps: steps.slice(0, -1) });
      if (last.op === 'delete') await remove(last.id);
      else if (last.op === 'restore') await insert(last.drawing);
      else await update(last.id, last.geometry);
    },
  };
}

export type DrawingsEditor = ReturnType<typeof useChartDrawings>;
