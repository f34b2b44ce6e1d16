import { listen } from '@colyseus/tools';
import app from './app.config';

// PORT overrides the default 2567 (read by @colyseus/tools).
listen(app, Number(process.env.PORT ?? 2567));
