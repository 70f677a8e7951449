import type { TestTodo } from '../../domain/types';

/** The request tester's default endpoint, /api/test-todos, answers with these. */
export function seedTodos(): TestTodo[] {
  return [
    { _id: 'todo-1', title: 'Send a GET to /api/test-todos', done: true },
    { _id: 'todo-2', title: 'POST a new todo with a JSON body', done: false },
    { _id: 'todo-3', title: 'DELETE a todo by its id', done: false },
  ];
}
