/** Strings of the table (client/src/table, docs/client.md "The table"): the world-turn card, the table preview. */
export const tableEn = {
  'table.world.day': 'Day breaks',
  'table.world.night': 'Night falls',
  'table.world.final': 'Final Judgment',
  'table.world.round': 'Round {n}',
  'table.world.event': 'Event card',
  'table.world.close': 'Click to close',
  'table.preview.title': 'Table preview: {name}',
  'table.preview.step': 'Play the next command',
  'table.preview.done': 'All commands played',
  'table.preview.unknown': 'No table preview called "{name}"',
} as const;

export const tableZh: Record<keyof typeof tableEn, string> = {
  'table.world.day': '天亮了',
  'table.world.night': '夜幕降临',
  'table.world.final': '最终审判',
  'table.world.round': '第 {n} 回合',
  'table.world.event': '事件卡',
  'table.world.close': '点击关闭',
  'table.preview.title': '桌面预览：{name}',
  'table.preview.step': '执行下一条指令',
  'table.preview.done': '指令已全部执行',
  'table.preview.unknown': '没有名为 “{name}” 的桌面预览',
};
