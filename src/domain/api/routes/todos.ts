import type { ApiRoute } from '../routes';

export const todos = {
  method: 'GET',
  path: '/api/test-todos',
  auth: false,
} as const satisfies ApiRoute;
export const addTodo = {
  method: 'POST',
  path: '/api/test-todos',
  auth: false,
} as const satisfies ApiRoute;
export const deleteTodo = {
  method: 'DELETE',
  path: '/api/test-todos/:todoId',
  auth: false,
} as const satisfies ApiRoute;
export const clearTodos = {
  method: 'DELETE',
  path: '/api/test-todos',
  auth: false,
} as const satisfies ApiRoute;
