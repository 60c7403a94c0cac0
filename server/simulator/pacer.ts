/** A sleep until a due time that stop() can cut short, so the simulator loop ends at once. */
export class Pacer {
  private wake: (() => void) | null = null;

  until(due: number): Promise<void> {
    const wait = due - Date.now();
    if (wait <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wake = null;
        resolve();
      }, wait);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
    });
  }

  interrupt(): void {
    this.wake?.();
  }
}
