// The lesson over whichever screen it plays on: the game (a guided game) or the garage.
import { useEffect } from 'react';
import { lessonById, useStore } from '../../store';
import { GarageLessonPanel } from './GarageLessonPanel';
import { LessonPanel } from './LessonPanel';
import './tutorial.css';

export function LessonLayer() {
  const t = useStore((s) => s.tutorial);
  const hasGame = useStore((s) => s.game !== null);
  const garage = useStore((s) => s.garage.open);
  const quit = useStore((s) => s.quitLesson);
  const lesson = t ? lessonById(t.lesson) : undefined;
  const on = !!lesson;
  useEffect(() => {
    document.body.classList.toggle('tutorial-mode', on);
    return () => document.body.classList.remove('tutorial-mode');
  }, [on]);
  // A guided game left some other way (a closed garage lesson, a game that ended elsewhere) ends the lesson.
  const lost = lesson ? (lesson.kind === 'game' ? !hasGame : !garage) : false;
  useEffect(() => {
    if (lost) quit();
  }, [lost, quit]);
  if (!lesson || lost) return null;
  return lesson.kind === 'game' ? <LessonPanel /> : <GarageLessonPanel />;
}
