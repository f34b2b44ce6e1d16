import { create } from 'zustand';

/** Whether the replay shows the sight overlay of the unit whose turn it is (the replay's toolbar toggles it). */
export const useReplaySight = create<{ on: boolean; toggle: () => void }>()((set) => ({
  on: false,
  toggle: () => set((s) => ({ on: !s.on })),
}));
