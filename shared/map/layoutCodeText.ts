// What is wrong with a text given as a layout code, and where, in English and Simplified Chinese (issue 31: one message
// for every bad code told a designer nothing). decodeLayout names the problem; the lab and the CLI say it.
import type { LayoutCodeProblem } from './layoutCodeProblem';
import type { ProblemLanguage } from './layoutProblemText';

const PART: Record<'boards' | 'statue' | 'obstacles' | 'islands', { en: string; zh: string }> = {
  boards: { en: 'the list of boards', zh: '版图列表' },
  statue: { en: 'the statue and campfires', zh: '女神像和篝火' },
  obstacles: { en: 'the obstacle markers', zh: '障碍标记' },
  islands: { en: 'the floating islands', zh: '空岛' },
};

/** The problem in words, saying where when the code shows it. */
export function describeLayoutCodeProblem(p: LayoutCodeProblem, language: ProblemLanguage): string {
  const zh = language === 'zh';
  switch (p.kind) {
    case 'not-text':
      return zh ? '代码应为文本。' : 'a code is text.';
    case 'empty':
      return zh
        ? '代码是空的：请粘贴地图实验室的代码或链接。'
        : 'the code is empty: paste a code or a link from the map lab.';
    case 'bad-character': {
      const shown = p.char === ' ' ? (zh ? '空格' : 'a space') : `“${p.char}”`;
      return zh
        ? `第 ${p.at} 个字符是${shown}：代码只含 A–Z、a–z、0–9、- 和 _。`
        : `character ${p.at} is ${shown}: a code holds only A–Z, a–z, 0–9, - and _.`;
    }
    case 'bad-length':
      return zh
        ? `代码有 ${p.length} 个字符，这种长度的代码不存在：可能多了或少了一个字符。`
        : `no code is ${p.length} characters long: a character is missing or one too many.`;
    case 'bad-ending':
      return zh
        ? `最后一个字符（第 ${p.at} 个，“${p.char}”）不对：代码的结尾被改动或截断了。`
        : `the last character (${p.at}, “${p.char}”) is wrong: the end of the code was changed or cut.`;
    case 'too-short':
      return zh
        ? `只有 ${p.length} 个字符，太短了：可能只复制了一部分。`
        : `${p.length} characters is too short for a code: only part of it was copied?`;
    case 'unknown-version':
      return zh
        ? `代码格式版本为 ${p.version}，本版本只能读取版本 1。`
        : `it is a code of format version ${p.version}; this build reads version 1.`;
    case 'checksum':
      return zh
        ? '校验和不符：代码中有字符被改错、遗漏或截断。'
        : 'the checksum does not match: a character of the code was mistyped, dropped or cut off.';
    case 'board-count':
      return zh ? `代码写着 ${p.count} 块版图，应为 1 到 15 块。` : `it names ${p.count} boards; a map has 1 to 15.`;
    case 'ends-early':
      return zh ? `代码在${PART[p.part].zh}处提前结束。` : `the code ends inside ${PART[p.part].en}.`;
    case 'unknown-board':
      return zh
        ? `第 ${p.board} 块版图的编号 ${p.index} 不存在。`
        : `board ${p.board} has board number ${p.index}, which does not exist.`;
    case 'bad-rotation':
      return zh
        ? `第 ${p.board} 块版图的旋转为 ${p.rotation}，应为 0 到 5。`
        : `board ${p.board} is turned ${p.rotation} steps; a board turns 0 to 5.`;
    case 'unknown-statue':
      return zh
        ? `女神像所在版图的编号 ${p.index} 不存在。`
        : `the statue stands on board number ${p.index}, which does not exist.`;
    case 'unknown-campfire':
      return zh ? '篝火版图的编号不存在。' : 'a campfire board number does not exist.';
    case 'extra-bytes':
      return zh ? `代码末尾多出 ${p.count} 个字节。` : `${p.count} unexpected bytes follow the end of the map.`;
    case 'link-without-code':
      return zh ? '这个链接里没有地图代码（?layout=…）。' : 'this link holds no map code (?layout=…).';
  }
}

/**
 * The layout code in what a designer pasted: the code itself, or a link the lab made (…/lab?layout=CODE, with other
 * parameters or none). Returns the code text to decode, or the problem when a link holds no code.
 */
export function layoutCodeFromInput(input: string): { code: string } | { problem: LayoutCodeProblem } {
  const text = input.trim();
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text) && !/[?&]layout=/.test(text)) return { code: text };
  let params: URLSearchParams;
  try {
    params = /^[a-z][a-z0-9+.-]*:\/\//i.test(text)
      ? new URL(text).searchParams
      : new URLSearchParams(text.slice(text.indexOf('?') + 1));
  } catch {
    return { problem: { kind: 'link-without-code' } };
  }
  const code = params.get('layout');
  return code === null ? { problem: { kind: 'link-without-code' } } : { code: code.trim() };
}
