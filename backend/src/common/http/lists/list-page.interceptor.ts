import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { map, Observable } from 'rxjs';
import { ListPage, setListHeaders } from './simple-rest';

/** react-admin's simple-rest lists: the bare array as the body, the range and total in Content-Range (exposed to browsers). */
@Injectable()
export class ListPageInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((answer: unknown) => {
        if (!(answer instanceof ListPage)) return answer;
        setListHeaders(context.switchToHttp().getResponse<Response>(), answer);
        return answer.items;
      }),
    );
  }
}
