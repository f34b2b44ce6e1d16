import type express from 'express';
import path from 'node:path';
import { isMatchId, listMatchRecords, readMatchRecord, toPublicRecord } from './matchRecord';

/**
 * GET /api/matches: finished matches, newest first (id, room name, variant, dates, number of commands, result).
 * GET /api/matches/:id: one finished match for replay (setup, seed, commands, result); 404 while unfinished.
 */
export function addMatchesRoutes(app: express.Express, matchesDir: string): void {
  app.get('/api/matches', (_req, res) => {
    const list = listMatchRecords(matchesDir)
      .filter((r) => r.end)
      .map((r) => ({
        matchId: r.setup.matchId, roomName: r.setup.roomName, variant: r.setup.options.variant,
        createdAt: r.setup.createdAt, endedAt: r.end!.at, commands: r.commands.length, result: r.end!.result,
      }));
    res.json(list);
  });
  app.get('/api/matches/:id', (req, res) => {
    const id = req.params.id;
    if (!isMatchId(id)) return void res.status(400).json({ code: 'records/bad_id', message: 'not a match id' });
    const record = readMatchRecord(path.join(matchesDir, `${id}.jsonl`));
    if (!record) return void res.status(404).json({ code: 'records/not_found', message: 'no such match' });
    if (!record.end) return void res.status(404).json({ code: 'records/unfinished', message: 'the match is not finished' });
    res.json(toPublicRecord({ ...record, end: record.end }));
  });
}
